import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { FormikProps } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { useContentPreview } from '../../api/content-preview';
import { RichContent } from '../../components/rich-content';
import { errorOf } from '../../components/form-field';
import { FieldError, Label, Muted, Textarea } from '../../components/ui';
import { RichTextToolbar } from './rich-text-toolbar';

type Mode = 'write' | 'html' | 'preview';

interface RichTextFieldProps {
  formik: FormikProps<Record<string, string>>;
  name: string;
  label: string;
  required?: boolean;
}

// Only what the cleaner keeps (sanitize-html.ts): no code, strike, underline, rules or line breaks.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    hardBreak: false,
    // an empty paragraph after every list or quote would be saved with the post
    trailingNode: false,
    link: { openOnClick: false, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: null } },
  }),
  Image,
];

/** The visual editor would drop a video embed (the cleaner keeps iframes, the editor has none): such content opens as HTML. */
const hasEmbed = (html: string) => /<iframe/i.test(html);

/**
 * A post's or review's body: written in a visual editor (TipTap) whose HTML the site's cleaner keeps
 * as it is, or as HTML, with a Preview of what readers will get (cleaned by the server).
 */
export function RichTextField({ formik, name, label, required }: RichTextFieldProps) {
  const value = formik.values[name] ?? '';
  const [mode, setMode] = useState<Mode>(hasEmbed(value) ? 'html' : 'write');
  const preview = useContentPreview();
  const error = errorOf(formik, name);
  const labelId = `field-${name}-label`;
  const errorId = `field-${name}-error`;

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: `field-${name}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => void formik.setFieldValue(name, current.isEmpty ? '' : current.getHTML()),
    onBlur: () => void formik.setFieldTouched(name, true),
  });

  const switchTo = (next: Mode) => {
    if (next === 'write' && mode !== 'write') editor?.commands.setContent(value, { emitUpdate: false });
    if (next === 'preview') preview.mutate(value);
    setMode(next);
  };

  return (
    <div>
      <Label id={labelId} htmlFor={mode === 'html' ? `field-${name}` : undefined}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </Label>
      <Modes role="group" aria-label="Editor view">
        {(['write', 'html', 'preview'] as const).map((each) => (
          <ModeButton key={each} type="button" aria-pressed={mode === each} onClick={() => switchTo(each)}>
            {each === 'write' ? 'Write' : each === 'html' ? 'HTML' : 'Preview'}
          </ModeButton>
        ))}
      </Modes>
      {mode === 'write' && editor && (
        <>
          <RichTextToolbar editor={editor} />
          <Surface>
            <EditorContent editor={editor} />
          </Surface>
        </>
      )}
      {mode === 'html' && (
        <>
          <Textarea
            id={`field-${name}`}
            name={name}
            rows={15}
            value={value}
            onChange={(event) => void formik.setFieldValue(name, event.target.value)}
            onBlur={formik.handleBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Muted>
            HTML allowed: img, iframe, h2, h3, p, strong, em, ul, ol, li, a, blockquote.
            {hasEmbed(value) && ' This content has a video embed, which the visual editor would drop: edit it here.'}
          </Muted>
        </>
      )}
      {mode === 'preview' && (
        <PreviewBox aria-live="polite" aria-busy={preview.isPending}>
          {preview.data ? (
            <RichContent html={preview.data.html} />
          ) : (
            <Muted>{preview.isError ? 'The preview could not be made.' : 'Making the preview…'}</Muted>
          )}
        </PreviewBox>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Modes = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 8px;
`;

const ModeButton = styled.button`
  min-height: 36px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Surface = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0 0 10px 10px;
  background: ${({ theme }) => theme.colors.surface};
  .tiptap {
    min-height: 280px;
    padding: 12px 14px;
    line-height: 1.7;
    outline: none;
    overflow-wrap: anywhere;
    img {
      max-width: 100%;
      height: auto;
    }
    blockquote {
      margin: 0 0 1rem;
      padding-left: 12px;
      border-left: 3px solid ${({ theme }) => theme.colors.border};
    }
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const PreviewBox = styled.div`
  min-height: 280px;
  padding: 12px 14px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 10px;
`;
