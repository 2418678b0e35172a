import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.js';

/** Radix tabs (arrow keys, roles and labelling come from the primitive) in the dashboards' look. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1', className)} {...props} />;
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

/** A tab's panel; it takes focus from the keyboard, so it gets the focus ring like any other stop. */
export function TabsContent({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('focus-ring mt-6', className)} {...props} />;
}
