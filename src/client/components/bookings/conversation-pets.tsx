import type { Conversation } from '#shared/booking-conversation.js';

/** The pets' profiles attached to a conversation, folded away so the messages come first. */
export function ConversationPets({ pets }: { pets: Conversation['pets'] }) {
  if (pets.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <summary className="focus-ring cursor-pointer rounded font-medium text-slate-800">Pets on this request: {pets.map((pet) => pet.name).join(', ')}</summary>
      <ul className="mt-2 grid gap-2">
        {pets.map((pet) => (
          <li key={pet.id} className="text-slate-700">
            <span className="font-semibold">{pet.name}</span>: {pet.breed}, {pet.age} {pet.age === 1 ? 'year' : 'years'}
            {pet.weight !== null ? `, ${pet.weight} lb` : ''}
            {pet.specialNeeds ? <span className="block">Special needs: {pet.specialNeeds}</span> : null}
            {pet.medicalNotes ? <span className="block">Medical notes: {pet.medicalNotes}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
