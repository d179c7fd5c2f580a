// The 'Get Started Today' enquiry form (docs/product.md "States", "Validation messages" and "Errors and success
// messages"). The fields are the browser's own (uncontrolled): what a visitor typed before the page became interactive
// is read from them on submit, never wiped. It is a real form posted to the server (ADR 024): before the script
// arrives, or without JavaScript, the server checks it with the same schema and answers the page with the messages
// (`answer`) or the sent text; with the script it is sent as JSON and answered in place.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AGE_GROUPS, MESSAGE_ROWS } from '../../../../shared/constants';
import type { ContactFormValues } from '../../../../shared/contact-schema';
import { api, ENQUIRY_FORM_ID, paths } from '../../../../shared/paths';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { apiRequest } from '../../../lib/api';
import type { EnquiryAnswer } from '../../../lib/page-request';
import { toast } from '../../../lib/toast';
import type { ContactErrors } from './contact-validation';

const loadValidation = () => import('./contact-validation');

const FIELD_IDS: Record<keyof ContactFormValues, string> = {
  firstName: 'contact-first-name',
  lastName: 'contact-last-name',
  email: 'contact-email',
  phone: 'contact-phone',
  ageGroup: 'contact-age-group',
  message: 'contact-message',
};

function readValues(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const value = (name: keyof ContactFormValues) => String(data.get(name) ?? '');
  return {
    firstName: value('firstName'),
    lastName: value('lastName'),
    email: value('email'),
    phone: value('phone'),
    ageGroup: value('ageGroup'),
    message: value('message'),
  };
}

/** Empties every field: not form.reset(), which would bring back the values a server answer filled in. */
function clearFields(form: HTMLFormElement) {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    control.value = '';
  }
}

/** answer: the server's answer to the form posted without script, when this page is that answer. */
export function ContactForm({ answer }: { answer?: EnquiryAnswer }) {
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<ContactErrors>(answer && 'errors' in answer ? answer.errors : {});
  // After a first submit (here or to the server), messages follow what the visitor types.
  const [submitted, setSubmitted] = useState(answer !== undefined && 'errors' in answer);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(answer !== undefined && 'sent' in answer);
  // Set by a send in the browser only: the success text then takes the focus (the page was not reloaded).
  const [focusSent, setFocusSent] = useState(false);
  const values = answer && 'values' in answer ? answer.values : undefined;
  const refused = answer && 'refused' in answer ? answer.refused : undefined;

  useEffect(() => {
    if (focusSent) sentRef.current?.focus();
  }, [focusSent]);

  const validate = async (form: HTMLFormElement) => (await loadValidation()).validateContact(readValues(form));

  const revalidate = async () => {
    if (!submitted || !formRef.current) return;
    const result = await validate(formRef.current);
    setErrors('errors' in result ? result.errors : {});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setSent(false);
    setFocusSent(false);
    const result = await validate(form);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = (Object.keys(FIELD_IDS) as (keyof ContactFormValues)[]).find((field) => result.errors[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await apiRequest('POST', api.contact, result.payload);
      toast({ title: 'Message Sent!', description: "Thank you for your interest. We'll get back to you soon." });
      clearFields(form);
      setSubmitted(false);
      setSent(true);
      setFocusSent(true);
    } catch {
      toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  /** A field's label, message and fixed id (the server's HTML and the island must agree on it). */
  const field = (name: keyof ContactFormValues, label: string) => ({ id: FIELD_IDS[name], label, error: errors[name] });

  return (
    <form
      ref={formRef}
      method="post"
      id={ENQUIRY_FORM_ID}
      action={`${paths.home}#${ENQUIRY_FORM_ID}`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onInput={() => void revalidate()}
      onFocus={() => void loadValidation()}
      aria-labelledby="contact-form-title"
      className="scroll-mt-20 rounded-2xl bg-white p-6 text-club-black shadow-2xl sm:p-8"
    >
      <h3 id="contact-form-title" className="font-display text-3xl font-bold uppercase tracking-wide">
        Get Started Today
      </h3>
      {sent && (
        <div
          ref={sentRef}
          id="contact-sent"
          tabIndex={-1}
          className="mt-4 rounded-md border border-green-700 bg-green-50 p-3 text-club-black focus:outline-2 focus:outline-focus"
        >
          <p className="font-semibold">Message Sent!</p>
          <p>Thank you for your interest. We'll get back to you soon.</p>
        </div>
      )}
      {/* At the top, with 'Message Sent!': where the page opens after a post without script. */}
      {refused && (
        <p role="alert" className="mt-4 font-medium text-club-red">
          {refused}
        </p>
      )}
      <div className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field('firstName', 'First Name')}>
            {(control) => (
              <Input {...control} name="firstName" defaultValue={values?.firstName} autoComplete="given-name" />
            )}
          </Field>
          <Field {...field('lastName', 'Last Name')}>
            {(control) => (
              <Input {...control} name="lastName" defaultValue={values?.lastName} autoComplete="family-name" />
            )}
          </Field>
        </div>
        <Field {...field('email', 'Email')}>
          {(control) => (
            <Input
              {...control}
              name="email"
              defaultValue={values?.email}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          )}
        </Field>
        <Field {...field('phone', 'Phone (optional)')} hint="For a call or WhatsApp, e.g. 7123 4567">
          {(control) => (
            <Input
              {...control}
              name="phone"
              defaultValue={values?.phone}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
            />
          )}
        </Field>
        <Field {...field('ageGroup', 'Age Group')}>
          {(control) => (
            <Select {...control} name="ageGroup" defaultValue={values?.ageGroup ?? ''}>
              <option value="">Select Age Group</option>
              {AGE_GROUPS.map((group) => (
                <option key={group.value} value={group.value}>
                  {group.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field {...field('message', 'Message')}>
          {(control) => (
            <Textarea
              {...control}
              name="message"
              defaultValue={values?.message}
              rows={MESSAGE_ROWS}
              placeholder="Tell us about your basketball experience and goals..."
            />
          )}
        </Field>
        {/* Never disabled before the script arrives: until then a click posts the form to the server. */}
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
