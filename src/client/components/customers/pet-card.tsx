import { Icon } from '../ui/icon.js';
import type { Pet } from '#shared/customers.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';

const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, ''));

/** One pet on the My Pets tab: name, type badge, breed, age in years, weight, special needs and medical notes if present; Edit and Delete. */
export function PetCard({ pet, onEdit, onDelete }: { pet: Pet; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card as="li" padding="md">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-teal-100 text-teal-700">
            <Icon name="paw-print" className="size-5" />
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
        {pet.medicalNotes ? (
          <div className="flex gap-2">
            <dt className="shrink-0 text-slate-500">Medical Notes:</dt>
            <dd className="text-slate-800">{pet.medicalNotes}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-4 flex gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${pet.name}`}>
          <Icon name="pencil" className="size-4"/>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${pet.name}`}>
          <Icon name="trash-2" className="size-4"/>
          Delete
        </Button>
      </div>
    </Card>
  );
}
