import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { newsletterSchema } from '../../../src-shared/schemas/newsletter';
import { showToast } from '../toast';
import { Button, Input } from '../ui';

/** Newsletter sign-up: checked in the browser only; nothing is sent to a server. */
export function NewsletterForm() {
  const formik = useFormik({
    initialValues: { email: '' },
    validate: (values) => validationErrors(newsletterSchema, values),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (_values, helpers) => {
      showToast('Subscribed!', 'Thank you for subscribing to our newsletter', 'success');
      helpers.resetForm();
    },
  });
  // the box has no room for a message beside it: a refusal is a toast (spec)
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { email: problem } = await formik.validateForm();
    if (problem) showToast('Invalid email', problem, 'error');
    else await formik.submitForm();
  };
  return (
    <Form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <label className="visually-hidden" htmlFor="newsletter-email">
        Email address
      </label>
      <Input id="newsletter-email" name="email" type="email" placeholder="Your email address" value={formik.values.email} onChange={formik.handleChange} />
      <Button type="submit">Subscribe</Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  input {
    flex: 1 1 180px;
  }
`;
