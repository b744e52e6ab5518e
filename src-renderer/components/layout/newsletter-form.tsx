import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FieldShell } from '../form-field';
import { showToast } from '../toast';
import { Button, Input } from '../ui';

/**
 * The shared schema and its checker, loaded when the form is first sent: the form is in every
 * page's footer, and a form library and schema for one field would weigh on every first screen
 * (so it takes the kit's field frame, without formik).
 */
async function newsletterProblem(email: string): Promise<string | undefined> {
  const [{ validationErrors }, { newsletterSchema }] = await Promise.all([
    import('../../../src-shared/schemas/field-errors'),
    import('../../../src-shared/schemas/newsletter'),
  ]);
  return validationErrors(newsletterSchema, { email })['email'];
}

/** Newsletter sign-up: checked in the browser only (when sent, by the shared schema); nothing is sent to a server. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  // the box has no room for a message beside it: a refusal is a toast (spec)
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await newsletterProblem(email);
    if (problem) {
      showToast('Invalid email', problem, 'error');
      return;
    }
    showToast('Subscribed!', 'Thank you for subscribing to our newsletter', 'success');
    setEmail('');
  };
  return (
    <Form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FieldShell id="newsletter-email" label="Email address" hideLabel>
        <Input
          id="newsletter-email"
          name="email"
          type="email"
          placeholder="Your email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FieldShell>
      <Button type="submit">Subscribe</Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  & > div {
    flex: 1 1 180px;
  }
`;
