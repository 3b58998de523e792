import { Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LIMITS, MESSAGE_TYPES, type MessageType } from '#shared/forms.ts';
import { issuesToFields } from '#shared/field-errors.ts';
import { toFormErrors } from '#client/lib/form-errors.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { loadFormSchemas } from '#client/lib/form-schemas.ts';
import { preloadable } from '#client/lib/preloadable.ts';
import { track } from '#client/lib/beacon.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CharacterCount } from '#client/components/ui/character-count.tsx';
import { errorId, Field, FormAlert, hintId, inputClass } from '#client/components/ui/field.tsx';
import { useSendMessage } from '../api/send-message';
import { formFailure } from '../lib/form-failure';
import { HoneypotField } from './honeypot-field';
import { Spinner } from './spinner';
import { messageTypeLabel } from '#client/components/shared-words.ts';

interface Draft {
  name: string;
  email: string;
  type: MessageType;
  subject: string;
  message: string;
}

const EMPTY: Draft = { name: '', email: '', type: 'general', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof Draft)[];

// Shown only once a message is sent: a chunk of its own, loaded as the form is sent (/contact's budget).
const MessageSent = preloadable(async () => (await import('./message-sent')).MessageSent);

/** The contact form: sending lasts as long as the request; a refusal keeps every word typed. */
export function ContactForm() {
  const send = useSendMessage();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  if (send.isSuccess) {
    return (
      <Suspense fallback={null}>
        <MessageSent
          name={send.variables.name.trim()}
          onAnother={() => {
            setDraft(EMPTY);
            send.reset();
          }}
        />
      </Suspense>
    );
  }

  const change =
    (key: keyof Draft) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setDraft((current) => ({ ...current, [key]: value }));
      setErrors((current) => {
        if (!(key in current)) return current;
        const { [key]: _fixed, ...rest } = current;
        return rest;
      });
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...draft, website: honeypot.current?.value ?? '' };
    void MessageSent.preload();
    const { MessageSchema } = await loadFormSchemas();
    const parsed = MessageSchema.safeParse(input);
    if (!parsed.success) {
      const refused = toFormErrors(issuesToFields(parsed.error.issues), { fields: FIELDS }).errors;
      setErrors(refused);
      setAlert(i18n._('Please check the highlighted fields.'));
      // The first refused field takes the focus, its error read out with it.
      document.getElementById(`contact-${FIELDS.find((key) => refused[key])}`)?.focus();
      return;
    }
    setErrors({});
    setAlert(null);
    send.mutate(input, {
      onSuccess: () => track('contact_sent'),
      onError: (error) => {
        const failure = formFailure(error, FIELDS);
        setErrors(failure.fields);
        setAlert(failure.message);
      },
    });
  };

  const described = (key: keyof Draft) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key]
      ? errorId(`contact-${key}`)
      : key === 'message'
        ? hintId('contact-message')
        : undefined,
  });
  const busy = send.isPending;

  return (
    <>
      <div className="mb-6">
        <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
          {i18n._('Send me a message')}
        </h2>
        <p className="mt-1 text-slate-700">{i18n._('Fields marked * are required.')}</p>
      </div>
      <form onSubmit={submit} aria-labelledby="contact-form-heading" className="relative space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="contact-name" label={i18n._('Your name')} required error={errors.name}>
            <input
              id="contact-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              value={draft.name}
              onChange={change('name')}
              className={inputClass}
              {...described('name')}
            />
          </Field>
          <Field id="contact-email" label={i18n._('Email address')} required error={errors.email}>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={draft.email}
              onChange={change('email')}
              className={inputClass}
              {...described('email')}
            />
          </Field>
        </div>
        <Field id="contact-type" label={i18n._('What is it about?')} error={errors.type}>
          <select
            id="contact-type"
            name="type"
            value={draft.type}
            onChange={change('type')}
            className={inputClass}
            {...described('type')}
          >
            {MESSAGE_TYPES.map(({ type }) => (
              <option key={type} value={type}>
                {messageTypeLabel(type)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="contact-subject" label={i18n._('Subject')} required error={errors.subject}>
          <input
            id="contact-subject"
            name="subject"
            type="text"
            required
            value={draft.subject}
            onChange={change('subject')}
            className={inputClass}
            {...described('subject')}
          />
        </Field>
        <Field
          id="contact-message"
          label={i18n._('Message')}
          required
          error={errors.message}
          hint={<CharacterCount value={draft.message} max={LIMITS.message} />}
        >
          <textarea
            id="contact-message"
            name="message"
            rows={7}
            required
            value={draft.message}
            onChange={change('message')}
            placeholder={i18n._('Where are you headed, and how can I help?')}
            className={inputClass}
            {...described('message')}
          />
        </Field>
        <HoneypotField id="contact-website" inputRef={honeypot} />
        {alert && <FormAlert>{formMessage(alert)}</FormAlert>}
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            {i18n._('I read every message myself. Your address is only used to reply to you.')}
          </p>
          <Button type="submit" disabled={busy} aria-disabled={busy} className="sm:min-w-40">
            {busy && <Spinner />}
            {busy ? i18n._('Sending...') : i18n._('Send Message')}
          </Button>
        </div>
      </form>
    </>
  );
}
