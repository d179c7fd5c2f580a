// The 'Get Started Today' enquiry form (spec sections 4, 5 and 8).
import { type Resolver, useForm } from 'react-hook-form';
import { AGE_GROUPS, MESSAGE_ROWS } from '../../../../shared/constants';
import type { ContactFormValues, ContactPayload } from '../../../../shared/contact-schema';
import { Button } from '../../../components/ui/button';
import { errorProps, Field, Input, Select, Textarea } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendContact } from '../api';

const EMPTY: ContactFormValues = { firstName: '', lastName: '', email: '', ageGroup: '', message: '' };

const loadValidation = () => import('./contact-validation');
const lazyResolver: Resolver<ContactFormValues, unknown, ContactPayload> = async (values, context, options) =>
  (await loadValidation()).contactResolver(values, context, options);

export function ContactForm() {
  // No defaultValues: what a visitor typed before the page became interactive is read from the inputs, not wiped.
  const form = useForm<ContactFormValues, unknown, ContactPayload>({ resolver: lazyResolver });
  const send = useSendContact();
  // False in the server's HTML and until hydration: a submit before then would post the page itself.
  const hydrated = useHydrated();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((payload) =>
    send.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Message Sent!', description: "Thank you for your interest. We'll get back to you soon." });
        form.reset(EMPTY);
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' }),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadValidation()}
      aria-labelledby="contact-form-title"
      className="rounded-2xl bg-white p-6 text-club-black shadow-2xl sm:p-8"
    >
      <h3 id="contact-form-title" className="font-display text-3xl font-bold uppercase tracking-wide">
        Get Started Today
      </h3>
      <div className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="contact-first-name" label="First Name" error={errors.firstName?.message}>
            <Input
              id="contact-first-name"
              autoComplete="given-name"
              {...errorProps('contact-first-name', errors.firstName?.message)}
              {...form.register('firstName')}
            />
          </Field>
          <Field id="contact-last-name" label="Last Name" error={errors.lastName?.message}>
            <Input
              id="contact-last-name"
              autoComplete="family-name"
              {...errorProps('contact-last-name', errors.lastName?.message)}
              {...form.register('lastName')}
            />
          </Field>
        </div>
        <Field id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...errorProps('contact-email', errors.email?.message)}
            {...form.register('email')}
          />
        </Field>
        <Field id="contact-age-group" label="Age Group" error={errors.ageGroup?.message}>
          <Select
            id="contact-age-group"
            {...errorProps('contact-age-group', errors.ageGroup?.message)}
            {...form.register('ageGroup')}
          >
            <option value="">Select Age Group</option>
            {AGE_GROUPS.map((group) => (
              <option key={group.value} value={group.value}>
                {group.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="contact-message" label="Message" error={errors.message?.message}>
          <Textarea
            id="contact-message"
            rows={MESSAGE_ROWS}
            placeholder="Tell us about your basketball experience and goals..."
            {...errorProps('contact-message', errors.message?.message)}
            {...form.register('message')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={!hydrated || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
