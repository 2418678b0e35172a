import { PawPrint } from 'lucide-react';
import type { Pet } from '../../../shared/customers.js';
import { Badge } from '../ui/badge.js';
import { Card } from '../ui/card.js';

const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, ''));

/** One pet on the My Pets tab: name, type badge, breed, age in years, weight in lbs and special needs if present. */
export function PetCard({ pet }: { pet: Pet }) {
  return (
    <Card as="li" className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-teal-100 text-teal-700">
            <PawPrint className="size-5" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold text-slate-900">{pet.name}</h3>
        </div>
        <Badge tone="brand" className="capitalize">
          {pet.type}
        </Badge>
      </div>
      <dl className="mt-4 space-y-1.5 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-500">Breed:</dt>
          <dd className="text-slate-800">{pet.breed}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">Age:</dt>
          <dd className="text-slate-800">{formatNumber(pet.age)} years</dd>
        </div>
        {pet.weight !== null ? (
          <div className="flex gap-2">
            <dt className="text-slate-500">Weight:</dt>
            <dd className="text-slate-800">{formatNumber(pet.weight)} lbs</dd>
          </div>
        ) : null}
        {pet.specialNeeds ? (
          <div className="flex gap-2">
            <dt className="shrink-0 text-slate-500">Special Needs:</dt>
            <dd className="text-slate-800">{pet.specialNeeds}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
