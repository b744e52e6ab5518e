import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { showToast } from '../toast';
import { Button, Input } from '../ui';

const Form = styled.form`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  input {
    flex: 1 1 180px;
  }
`;

/** Newsletter sign-up: checked in the browser only; nothing is sent to a server. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !email.includes('@')) {
      showToast('Invalid email', 'Please enter a valid email address', 'error');
      return;
    }
    showToast('Subscribed!', 'Thank you for subscribing to our newsletter', 'success');
    setEmail('');
  };
  return (
    <Form onSubmit={handleSubmit} noValidate>
      <label className="visually-hidden" htmlFor="newsletter-email">
        Email address
      </label>
      <Input id="newsletter-email" type="email" placeholder="Your email address" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit">Subscribe</Button>
    </Form>
  );
}
