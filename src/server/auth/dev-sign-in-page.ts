const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type SignInFormValues = { email: string; firstName: string; lastName: string };
export type SignInFormErrors = Partial<Record<keyof SignInFormValues, string>>;

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1f2937}
  main{max-width:26rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
  h1{font-size:1.375rem;margin:0 0 .25rem}p.note{margin:0 0 1.5rem;color:#4b5563;font-size:.9rem}
  label{display:block;font-weight:600;margin:1rem 0 .35rem}
  input{width:100%;padding:.6rem .75rem;border:1px solid #9ca3af;border-radius:.5rem;font-size:1rem}
  input:focus{outline:3px solid #93c5fd;border-color:#2563eb}
  input[aria-invalid=true]{border-color:#b91c1c}
  .error{color:#b91c1c;font-size:.875rem;margin:.35rem 0 0}
  button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:.5rem;background:#2563eb;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
  button:hover{background:#1d4ed8}button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
  section.demo{margin-top:2rem;padding-top:1.25rem;border-top:1px solid #e5e7eb}h2{font-size:1.1rem;margin:0 0 .25rem}
  section.demo form{margin:0}section.demo button{margin-top:.75rem;background:#fff;color:#1d4ed8;border:2px solid #2563eb}
  section.demo button:hover{background:#eff6ff}
`;

function field(
  name: keyof SignInFormValues,
  label: string,
  type: string,
  autocomplete: string,
  values: Partial<SignInFormValues>,
  errors: SignInFormErrors,
  required: boolean,
) {
  const id = `field-${name}`;
  const error = errors[name];
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<label for="${id}">${label}</label>
    <input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}" maxlength="${name === 'email' ? 320 : 100}"${
      required ? ' required' : ''
    } value="${escapeHtml(values[name] ?? '')}"${describedBy}>
    ${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

/** The built-in development provider's sign-in screen: our own accessible HTML, no script. */
/** A one-click demo sign-in: the button's label and the role it posts to `demoAction`. */
export type DemoButton = { role: string; label: string };

export function renderSignInPage(options: {
  action: string;
  values?: Partial<SignInFormValues>;
  errors?: SignInFormErrors;
  /** Where the demo buttons post; none without it (no seeded demo accounts). */
  demoAction?: string;
  demoButtons?: readonly DemoButton[];
}): string {
  const values = options.values ?? {};
  const errors = options.errors ?? {};
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Sign in - Pet Services development sign-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>Sign in</h1>
  <p class="note">Development sign-in: this stands in for Google while no Google client is configured. The same email always signs in to the same account.</p>
  <form method="post" action="${escapeHtml(options.action)}" novalidate>
    ${field('email', 'Email', 'email', 'email', values, errors, true)}
    ${field('firstName', 'First name', 'text', 'given-name', values, errors, false)}
    ${field('lastName', 'Last name', 'text', 'family-name', values, errors, false)}
    <button type="submit">Sign in</button>
  </form>${options.demoAction && options.demoButtons?.length ? demoSection(options.demoAction, options.demoButtons) : ''}
</main>
</body>
</html>`;
}

export function renderMessagePage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} - Pet Services development sign-in</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p class="note">${escapeHtml(message)}</p><p><a href="/">Return to Pet Services</a></p></main></body>
</html>`;
}

function demoSection(action: string, buttons: readonly DemoButton[]): string {
  const forms = buttons
    .map(
      (button) => `<form method="post" action="${escapeHtml(action)}">
      <input type="hidden" name="role" value="${escapeHtml(button.role)}">
      <button type="submit" aria-describedby="demo-note">${escapeHtml(button.label)}</button>
    </form>`,
    )
    .join('\n    ');
  return `
  <section class="demo" aria-labelledby="demo-heading">
    <h2 id="demo-heading">Or look around as a demo account</h2>
    <p class="note" id="demo-note">Seeded example accounts: a customer with pets and bookings, an owner of verified listings with requests and analytics, and staff. Anything you change there is shared with everyone using this test site.</p>
    ${forms}
  </section>`;
}
