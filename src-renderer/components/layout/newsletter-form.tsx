import { useFormik } from 'formik';
import styled from 'styled-components';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { newsletterSchema } from '../../../src-shared/schemas/newsletter';
import { TextField } from '../form-field';
import { showToast } from '../toast';
import { Button } from '../ui';

/** Newsletter sign-up: checked in the browser only (when sent, by the shared schema); nothing is sent to a server. */
export function NewsletterForm() {
  const formik = useFormik({
    initialValues: { email: '' },
    // the box has no room for a message beside it: a refusal is a toast (spec), so the check runs here
    // async, so formik ends the submit by itself when it returns
    onSubmit: async (values, helpers) => {
      const problem = validationErrors(newsletterSchema, values)['email'];
      if (problem) {
        showToast('Invalid email', problem, 'error');
        return;
      }
      showToast('Subscribed!', 'Thank you for subscribing to our newsletter', 'success');
      helpers.resetForm();
    },
  });
  return (
    <Form onSubmit={formik.handleSubmit} noValidate>
      <TextField formik={formik} name="email" id="newsletter-email" label="Email address" hideLabel type="email" placeholder="Your email address" />
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
