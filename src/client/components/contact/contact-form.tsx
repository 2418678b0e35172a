import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { apiPaths } from '#shared/api-paths.js';
import { CONTACT_HONEYPOT, CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_TOPICS, contactPayloadSchema, type ContactForm as ContactFormKind, type ContactTopic } from '#shared/contact.js';
import { apiSend } from '../../lib/api.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { buttonClass, Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { FormAlert } from '../ui/form-alert.js';
import { FormField, FormSelect } from '../ui/form-field.js';
import { Icon } from '../ui/icon.js';
import { Input, Textarea } from '../ui/input.js';
import { HoneypotField } from '../ui/honeypot-field.js';

const TOPIC_OPTIONS = Object.entries(CONTACT_TOPICS).map(([value, label]) => ({ value, label }));

/** What the page shows once a message went: `?sent=1`, reached by the script after sending or by the server's 303. */
export function ContactSent({ form }: { form: ContactFormKind }) {
  return (
    <Card role="status" className="grid gap-3 border-teal-200 bg-teal-50">
      <h2 ref={(heading) => heading?.focus()} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold text-slate-900 outline-none">
        <Icon name="check-circle-2" className="size-5 text-teal-700" />
        Message sent
      </h2>
      <p className="text-slate-700">{CONTACT_MESSAGES.sent}</p>
      <Link to={`/${form}`} className={buttonClass('secondary', 'sm', 'justify-self-start')}>
        Write another message
      </Link>
    </Card>
  );
}

/**
 * The contact and advertise form: name, email, topic and message, plus a hidden field only bots fill in (off screen,
 * out of the tab order, hidden from screen readers). With JavaScript it checks each field as the server does and
 * sends JSON; without, the browser checks what it can (required, lengths) and posts the form to the same call.
 */
export function ContactForm({ form: kind, topic }: { form: ContactFormKind; topic: ContactTopic }) {
  const [, navigate] = useLocation();
  const hydrated = useHydrated();
  const form = useZodForm(contactPayloadSchema, {
    defaultValues: { form: kind, name: '', email: '', topic, message: '', [CONTACT_HONEYPOT]: '' },
  });
  const send = useMutation({ mutationFn: (payload: unknown) => apiSend<{ message: string }>('POST', apiPaths.contact, payload) });
  const submit = submitHandler(
    form,
    async (payload) => {
      await send.mutateAsync(payload);
      navigate(`/${kind}?sent=1`);
    },
    'Your message could not be sent. Please try again, or write to us by email.',
  );

  return (
    <form
      method="post"
      action={apiPaths.contact}
      className="grid gap-4"
      noValidate={hydrated}
      onSubmit={submit}
      aria-label={kind === 'advertise' ? 'Advertising enquiry' : 'Contact form'}
    >
      {/* A value in the HTML: without JavaScript the form's defaults never reach the fields. */}
      <input type="hidden" defaultValue={kind} {...form.register('form')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="name" label="Your name *">
          <Input autoComplete="name" required maxLength={CONTACT_LIMITS.maxName} {...form.register('name')} />
        </FormField>
        <FormField control={form.control} name="email" label="Your email *" hint="We answer here">
          <Input type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.maxEmail} {...form.register('email')} />
        </FormField>
      </div>
      <FormSelect control={form.control} name="topic" label="Topic *" placeholder="Choose a topic" options={TOPIC_OPTIONS} />
      <FormField
        control={form.control}
        name="message"
        label="Message *"
        hint={`${CONTACT_LIMITS.minMessage} to ${CONTACT_LIMITS.maxMessage.toLocaleString('en-US')} characters`}
      >
        <Textarea rows={6} required minLength={CONTACT_LIMITS.minMessage} maxLength={CONTACT_LIMITS.maxMessage} {...form.register('message')} />
      </FormField>
      <HoneypotField registration={form.register(CONTACT_HONEYPOT)} />
      <FormAlert control={form.control} title="Not sent" />
      <Button type="submit" className="justify-self-start" pending={form.formState.isSubmitting} pendingText="Sending...">
        Send Message
      </Button>
    </form>
  );
}
