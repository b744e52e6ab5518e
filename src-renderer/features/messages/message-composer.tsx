import { useFormik } from 'formik';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { messageSchema } from '../../../src-shared/schemas/message';
import { useSendMessage } from '../../api/messages';
import { TextAreaField } from '../../components/form-field';
import { Button } from '../../components/ui';

/** The message box: Send stays disabled while sending and while the trimmed text is empty (or too long). */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const send = useSendMessage(conversationId);
  // a message that could not be sent stays in the box, marked as not sent, with Retry beside it
  const [notSent, setNotSent] = useState(false);
  const formik = useFormik({
    initialValues: { content: '' },
    // Send stays disabled while the box is blank, so only a message too long has an error to show
    validate: (values) => (values.content.trim() ? validationErrors(messageSchema, values) : {}),
    onSubmit: async (values, helpers) => {
      setNotSent(false);
      try {
        const { content } = messageSchema.cast(values);
        await send.mutateAsync(content);
        helpers.resetForm();
      } catch {
        // the mutation's meta shows the toast; the text stays in the box so nothing typed is lost
        setNotSent(true);
      }
    },
  });
  const isValid = messageSchema.isValidSync(formik.values);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (isValid && !formik.isSubmitting) void formik.submitForm();
  };

  return (
    <Form onSubmit={formik.handleSubmit}>
      <TextAreaField
        formik={formik}
        name="content"
        id="message-content"
        label="Message"
        hideLabel
        rows={2}
        placeholder="Type a message..."
        onKeyDown={handleKeyDown}
        // a message grown too long says so while it is typed: Send is disabled, and the reason must show
        onChange={() => void formik.setFieldTouched('content', true, false)}
        // the box stays usable while the text goes: focus stays in it for the next one
        disabled={false}
      />
      <Button type="submit" disabled={formik.isSubmitting || !isValid}>
        {formik.isSubmitting ? 'Sending...' : 'Send'}
      </Button>
      {notSent && !formik.isSubmitting && (
        <NotSent role="alert" data-testid="message-not-sent">
          <span>Not sent. Your message is still in the box.</span>
          <Button type="button" $variant="secondary" onClick={() => void formik.submitForm()} disabled={!isValid}>
            Retry
          </Button>
        </NotSent>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: 10px;
  padding: 12px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  textarea {
    resize: vertical;
    min-height: 48px;
    max-height: 200px;
  }
  p {
    grid-column: 1 / -1;
  }
`;

const NotSent = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
