// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { validationErrors } from '../../src-shared/schemas/field-errors';
import { ApiError } from '../api/api-error';
import { cleanupAfterTest, renderInApp } from './test-support/render';
import { TextField } from './form-field';
import { FormProblem, submitFailure } from './form-problem';
import { Button, FormStack } from './ui';

afterEach(cleanupAfterTest);

const schema = object({
  title: string().required('Title is required'),
  retailer: string().required('Retailer is required'),
});

/** A form built as the app's forms are: the kit's fields, the shared-schema check, the form's one alert. */
function Harness({ save }: { save: () => Promise<void> }) {
  const formik = useFormik({
    initialValues: { title: '', retailer: '' },
    validate: (values) => validationErrors(schema, values),
    onSubmit: async (_values, helpers) => {
      try {
        await save();
      } catch (error) {
        if (error instanceof ApiError) helpers.setErrors(error.fieldErrors);
        helpers.setStatus(submitFailure(error, 'Something went wrong. Please try again.'));
      }
    },
  });
  return (
    <FormStack onSubmit={formik.handleSubmit} noValidate>
      <TextField formik={formik} name="title" label="Title" required />
      <TextField formik={formik} name="retailer" label="Retailer" hint="Where it is sold" />
      <FormProblem formik={formik} />
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Saving...' : 'Save'}
      </Button>
    </FormStack>
  );
}

describe('the form-field kit', () => {
  it("shows a field's error once the field is left, and no other field's", async () => {
    const user = userEvent.setup();
    renderInApp(<Harness save={async () => undefined} />);
    expect(screen.queryByText('Title is required')).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.tab();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(screen.getByText('Title is required')).toBeTruthy());
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe('field-title-error');
    expect(screen.queryByText('Retailer is required')).toBeNull();
    // the hint stays tied to its field
    expect(screen.getByLabelText('Retailer').getAttribute('aria-describedby')).toBe('field-retailer-hint');
  });

  it('shows every error once the form is sent, without sending it', async () => {
    const user = userEvent.setup();
    let saves = 0;
    renderInApp(
      <Harness
        save={async () => {
          saves += 1;
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Retailer is required')).toBeTruthy();
    expect(saves).toBe(0);
  });

  it('disables the submit button and the fields while sending', async () => {
    const user = userEvent.setup();
    let finish = () => undefined as void;
    renderInApp(<Harness save={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Stroller sale');
    await user.type(screen.getByLabelText('Retailer'), 'Target');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).disabled).toBe(true);
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it("shows the server's refusal: its message in the alert and its field messages under the fields", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, { message: 'Validation failed', errors: { retailer: 'Retailer is not allowed' } });
    renderInApp(<Harness save={() => Promise.reject(refusal)} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Stroller sale');
    await user.type(screen.getByLabelText('Retailer'), 'Nowhere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Validation failed');
    expect(screen.getByText('Retailer is not allowed')).toBeTruthy();
  });

  it('says a network failure in words, never the error itself', async () => {
    const user = userEvent.setup();
    renderInApp(<Harness save={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Stroller sale');
    await user.type(screen.getByLabelText('Retailer'), 'Target');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
  });
});
