import { Icon } from '../ui/icon.js';
import { Link } from 'wouter';
import { LOGO_SUBTITLE } from '#shared/brand.js';
import { useBrand } from '../../lib/site.js';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const brand = useBrand();
  return (
    <Link to="/" className="focus-ring group inline-flex items-center gap-2.5 rounded-lg">
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-teal-500 to-emerald-600 text-white shadow-sm">
        <Icon name="paw-print" className="size-5" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>{brand.name}</span>
        <span className={`text-xs font-medium ${inverted ? 'text-teal-300' : 'text-teal-700'}`}>{LOGO_SUBTITLE}</span>
      </span>
    </Link>
  );
}
