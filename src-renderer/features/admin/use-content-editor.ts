import { useFormik } from 'formik';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import type { ContentStatus } from '../../../src-shared/types';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { isApiError } from '../../api/api-error';
import { failureToastText, SAVE_FAILED, type FailureToast } from '../../api/failure-toast';
import { showToast } from '../../components/toast';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes';
import { isMissingRequired } from './form-values';
import type { FormValues } from './use-content-form';

/** How long after the last change a draft is saved. */
export const AUTOSAVE_DELAY_MS = 3000;
/** How long after a failed autosave it is tried again. */
export const AUTOSAVE_RETRY_MS = 5000;

/** What the status line says. */
export type SaveState = { kind: 'idle' } | { kind: 'incomplete' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed' };

/** A saved item as the editor needs it. */
export interface SavedItem {
  id: number;
  status: ContentStatus;
}

type Input = Record<string, unknown>;

interface ContentEditorOptions<T extends AnyObject> {
  initialValues: FormValues;
  schema: ObjectSchema<T>;
  /** form strings → the API input the shared schema checks */
  toInput: (values: FormValues) => Input;
  /** the item being edited; null while it has never been saved */
  item: SavedItem | null;
  create: (input: Input) => Promise<SavedItem>;
  update: (id: number, input: Input) => Promise<SavedItem>;
  /** the first save made the item: the page goes on as its edit page */
  onCreated: (item: SavedItem) => void;
  /** after Publish (or Update of a published item) */
  onPublished: () => void;
  /** the toast of a failed Publish or Update, in the words the page has always used */
  publishFailure: FailureToast;
}

const DRAFT_FAILURE: FailureToast = { title: 'Could not save the draft: {message}', fallback: SAVE_FAILED };

const snapshot = (input: Input) => JSON.stringify(input);

/** What an authoring page reads of its editor: the form, its status and save state, and its two submits. */
export type ContentEditor = ReturnType<typeof useContentEditor>;

/**
 * A content form that saves as a draft while the author writes, as Ghost does: a draft (or a new
 * item) is saved AUTOSAVE_DELAY_MS after the last change, once it holds what the schema requires;
 * the first save creates it as a draft. A published item is never changed behind the author's back:
 * its edits wait for Update, and leaving with edits asks first. All saves go one after another, so an
 * autosave and a click never create the item twice.
 */
export function useContentEditor<T extends AnyObject>(options: ContentEditorOptions<T>) {
  const { schema, toInput } = options;
  const item = useRef<SavedItem | null>(options.item);
  const [status, setStatus] = useState<ContentStatus>(options.item?.status ?? 'draft');
  // what the server holds: a new form counts as saved until it is changed
  const [saved, setSaved] = useState(() => snapshot(toInput(options.initialValues)));
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [retries, setRetries] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(options);
  latest.current = options;
  const submitIntent = useRef<ContentStatus>('published');

  /** Saves the input with the status, after any save still running; the item is created by the first. */
  const persist = useCallback((input: Input, nextStatus: ContentStatus): Promise<SavedItem> => {
    const run = async () => {
      const body = { ...input, status: nextStatus };
      const current = item.current;
      const result = current ? await latest.current.update(current.id, body) : await latest.current.create(body);
      item.current = { id: result.id, status: result.status };
      setStatus(result.status);
      setSaved(snapshot(input));
      if (!current) latest.current.onCreated(item.current);
      return item.current;
    };
    const next = queue.current.then(run, run);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const formik = useFormik<FormValues>({
    initialValues: options.initialValues,
    validate: (values) => validationErrors(schema, toInput(values)),
    onSubmit: async (values, helpers) => {
      const intent = submitIntent.current;
      try {
        setState({ kind: 'saving' });
        await persist(toInput(values), intent);
        setState({ kind: 'saved', at: new Date() });
        if (intent === 'published') latest.current.onPublished();
        else showToast('Draft saved', 'Only admins can see it until it is published.', 'success');
      } catch (error) {
        setState({ kind: 'failed' });
        helpers.setErrors(isApiError(error) ? error.fieldErrors : {});
        const toast = failureToastText(intent === 'published' ? latest.current.publishFailure : DRAFT_FAILURE, error);
        showToast(toast.title, toast.description, 'error');
      }
    },
  });

  const input = toInput(formik.values);
  const current = snapshot(input);
  const hasChanges = current !== saved;
  const isDraft = status === 'draft';
  const isValid = Object.keys(validationErrors(schema, input)).length === 0;

  // a draft saves itself a little while after the last change, and again after a failure
  useEffect(() => {
    if (!isDraft || formik.isSubmitting) return;
    if (hasChanges && !isValid) {
      setState((previous) => (previous.kind === 'failed' ? previous : { kind: 'incomplete' }));
      return;
    }
    // complete again (or back as saved): the line stops asking for the required fields
    setState((previous) => (previous.kind === 'incomplete' ? { kind: 'idle' } : previous));
    if (!hasChanges) return;
    const timer = window.setTimeout(
      () => {
        setState({ kind: 'saving' });
        persist(JSON.parse(current) as Input, 'draft').then(
          () => setState({ kind: 'saved', at: new Date() }),
          () => {
            setState({ kind: 'failed' });
            setRetries((count) => count + 1);
          },
        );
      },
      state.kind === 'failed' ? AUTOSAVE_RETRY_MS : AUTOSAVE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
    // `state` is read only for the delay: a change of state alone must not restart the timer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, isDraft, hasChanges, isValid, formik.isSubmitting, retries, persist]);

  // nothing to ask about once everything is saved (an autosave included)
  useUnsavedChangesPrompt(hasChanges && !formik.isSubmitting);

  const submitAs = (intent: ContentStatus) => (event?: FormEvent) => {
    // first, so nothing below can ever let the browser submit the form itself
    event?.preventDefault();
    submitIntent.current = intent;
    const errors = validationErrors(schema, input);
    if (isMissingRequired(errors)) showToast('Please fill in all required fields', undefined, 'error');
    void formik.submitForm();
  };

  return {
    formik,
    status,
    saveState: state,
    hasChanges,
    /** the form's own submit: publish (or update a published item) */
    handleSubmit: submitAs('published'),
    handleSaveDraft: submitAs('draft'),
  };
}
