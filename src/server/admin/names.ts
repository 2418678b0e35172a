/** A user's name as staff see it; accounts may have neither part. */
export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || 'Unnamed user';
