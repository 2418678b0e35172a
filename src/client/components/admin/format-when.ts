const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Staff pages render only in the browser (their data needs the session), so local time is safe here. */
export const formatWhen = (iso: string) => dateFormat.format(new Date(iso));
