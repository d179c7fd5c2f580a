// The 'Get Started Today' enquiry form (spec sections 4, 5 and 8). The fields are the browser's own (uncontrolled):
// what a visitor typed before the page became interactive is read from them on submit, never wiped.
import { type FormEvent, useRef, useState } from 'react';
import { AGE_GROUPS, MESSAGE_ROWS } from '../../../../shared/constants';
import type { ContactFormValues } from '../../../../shared/contact-schema';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { apiRequest } from '../../../lib/api';
import { api } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import type { ContactErrors } from './contact-validation';

const loadValidation = () => import('./contact-validation');

const FIELD_IDS: Record<keyof ContactFormValues, string> = {
  firstName: 'contact-first-name',
  lastName: 'contact-last-name',
  email: 'contact-email',
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
    ageGroup: value('ageGroup'),
    message: value('message'),
  };
}

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  // After a first submit, messages follow what the visitor types.
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  // False in the server's HTML and until hydration: a submit before then would post the page itself.
  const hydrated = useHydrated();

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
      form.reset();
      setSubmitted(false);
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
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onInput={() => void revalidate()}
      onFocus={() => void loadValidation()}
      aria-labelledby="contact-form-title"
      className="rounded-2xl bg-white p-6 text-club-black shadow-2xl sm:p-8"
    >
      <h3 id="contact-form-title" className="font-display text-3xl font-bold uppercase tracking-wide">
        Get Started Today
      </h3>
      <div className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field('firstName', 'First Name')}>
            {(control) => <Input {...control} name="firstName" autoComplete="given-name" />}
          </Field>
          <Field {...field('lastName', 'Last Name')}>
            {(control) => <Input {...control} name="lastName" autoComplete="family-name" />}
          </Field>
        </div>
        <Field {...field('email', 'Email')}>
          {(control) => <Input {...control} name="email" type="email" autoComplete="email" inputMode="email" />}
        </Field>
        <Field {...field('ageGroup', 'Age Group')}>
          {(control) => (
            <Select {...control} name="ageGroup">
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
              rows={MESSAGE_ROWS}
              placeholder="Tell us about your basketball experience and goals..."
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={!hydrated || sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
