import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPaths } from '../../../shared/api-paths.js';
import { CONTACT_HONEYPOT, CONTACT_LIMITS, CONTACT_TOPICS, contactPayloadSchema, type ContactForm as ContactFormKind, type ContactTopic } from '../../../shared/contact.js';
import { apiSend } from '../../lib/api.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Button } from '../ui/button.js';
import { FormAlert } from '../ui/form-alert.js';
import { FormField, FormSelect } from '../ui/form-field.js';
import { Input, Textarea } from '../ui/input.js';
import { Card } from '../ui/card.js';
import { Icon } from '../ui/icon.js';

const TOPIC_OPTIONS = Object.entries(CONTACT_TOPICS).map(([value, label]) => ({ value, label }));

/**
 * The contact and advertise form: name, email, topic and message, plus a hidden field only bots fill in (off screen,
 * out of the tab order, hidden from screen readers). Once sent, the form gives way to the confirmation.
 */
export function ContactForm({ form: kind, topic }: { form: ContactFormKind; topic: ContactTopic | '' }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(contactPayloadSchema, {
    defaultValues: { form: kind, name: '', email: '', topic: topic || undefined, message: '', [CONTACT_HONEYPOT]: '' },
  });
  const send = useMutation({ mutationFn: (payload: unknown) => apiSend<{ message: string }>('POST', apiPaths.contact, payload) });
  const submit = submitHandler(
    form,
    async (payload) => setSent((await send.mutateAsync(payload)).message),
    'Your message could not be sent. Please try again, or write to us by email.',
  );

  if (sent) {
    return (
      <Card role="status" className="grid gap-3 border-teal-200 bg-teal-50">
        <h2 ref={(heading) => heading?.focus()} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold text-slate-900 outline-none">
          <Icon name="check-circle-2" className="size-5 text-teal-700" />
          Message sent
        </h2>
        <p className="text-slate-700">{sent}</p>
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            form.reset();
            setSent(null);
          }}
        >
          Write another message
        </Button>
      </Card>
    );
  }
  return (
    <form className="grid gap-4" noValidate onSubmit={submit} aria-label={kind === 'advertise' ? 'Advertising enquiry' : 'Contact form'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="name" label="Your name *">
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.maxName} {...form.register('name')} />
        </FormField>
        <FormField control={form.control} name="email" label="Your email *" hint="We answer here">
          <Input type="email" autoComplete="email" maxLength={CONTACT_LIMITS.maxEmail} {...form.register('email')} />
        </FormField>
      </div>
      <FormSelect control={form.control} name="topic" label="Topic *" placeholder="Choose a topic" options={TOPIC_OPTIONS} />
      <FormField
        control={form.control}
        name="message"
        label="Message *"
        hint={`${CONTACT_LIMITS.minMessage} to ${CONTACT_LIMITS.maxMessage.toLocaleString('en-US')} characters`}
      >
        <Textarea rows={6} maxLength={CONTACT_LIMITS.maxMessage} {...form.register('message')} />
      </FormField>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register(CONTACT_HONEYPOT)} />
        </label>
      </div>
      <FormAlert control={form.control} title="Not sent" />
      <Button type="submit" className="justify-self-start" pending={form.formState.isSubmitting} pendingText="Sending...">
        Send Message
      </Button>
    </form>
  );
}
