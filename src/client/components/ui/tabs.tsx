import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.js';
import { cardClass } from './card.js';

/** Radix tabs (arrow keys, roles and labelling come from the primitive) in the dashboards' look. */
export const Tabs = TabsPrimitive.Root;

const LIST_LAYOUTS = {
  wrap: 'flex flex-wrap',
  /** A grid filling the width on phones (className gives its columns), a row of tabs from `sm` up. */
  grid: 'grid w-full flex-wrap sm:inline-flex sm:w-auto',
} as const;

export function TabsList({ layout = 'wrap', className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.List> & { layout?: keyof typeof LIST_LAYOUTS }) {
  return <TabsPrimitive.List className={cn(LIST_LAYOUTS[layout], 'gap-1 rounded-xl bg-slate-100 p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'focus-ring-inset flex-1 rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 sm:px-4',
        'data-[state=active]:bg-white data-[state=active]:text-teal-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel; it takes focus from the keyboard, so it gets the focus ring like any other stop. `surface="card"`
 * draws it as a card closer under the tabs.
 */
export function TabsContent({ surface = 'plain', className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Content> & { surface?: 'plain' | 'card' }) {
  return <TabsPrimitive.Content className={cn('focus-ring', surface === 'card' ? cn(cardClass, 'mt-4') : 'mt-6', className)} {...props} />;
}
