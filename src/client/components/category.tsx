import { Icon, type IconName } from './ui/icon.js';

type CategoryLook = { label: string; icon: IconName; tint: string };

/** Five categories have their own look; any other gets the default one. */
const LOOKS: Record<string, CategoryLook> = {
  grooming: { label: 'Grooming', icon: 'scissors', tint: 'bg-pink-50 text-pink-700 ring-pink-100' },
  medical: { label: 'Medical', icon: 'stethoscope', tint: 'bg-sky-50 text-sky-700 ring-sky-100' },
  training: { label: 'Training', icon: 'graduation-cap', tint: 'bg-amber-50 text-amber-800 ring-amber-100' },
  care: { label: 'Care', icon: 'heart-handshake', tint: 'bg-violet-50 text-violet-700 ring-violet-100' },
  exercise: { label: 'Exercise', icon: 'footprints', tint: 'bg-lime-50 text-lime-800 ring-lime-100' },
};

export const CATEGORY_ORDER = ['grooming', 'medical', 'training', 'care', 'exercise'];

export function categoryLook(category: string): CategoryLook {
  return LOOKS[category] ?? { label: category.charAt(0).toUpperCase() + category.slice(1), icon: 'paw-print', tint: 'bg-slate-100 text-slate-700 ring-slate-200' };
}

export function CategoryIcon({ category, size = 'md' }: { category: string; size?: 'md' | 'lg' }) {
  const { icon, tint } = categoryLook(category);
  const box = size === 'lg' ? 'size-14 rounded-2xl' : 'size-11 rounded-xl';
  return (
    <span className={`inline-flex shrink-0 items-center justify-center ring-1 ${box} ${tint}`} aria-hidden="true">
      <Icon name={icon} className={size === 'lg' ? 'size-7' : 'size-5'} />
    </span>
  );
}

/** Groups items by category, the five known ones first in their order, then any others alphabetically. */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  const rank = (category: string) => {
    const index = CATEGORY_ORDER.indexOf(category);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}
