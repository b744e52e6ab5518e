import type { Editor } from '@tiptap/react';
import styled from 'styled-components';

interface Tool {
  label: string;
  text: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** Asks for a link's address; an empty answer removes the link. Only web and mail links are kept by the cleaner. */
function editLink(editor: Editor): void {
  const current = (editor.getAttributes('link')['href'] as string | undefined) ?? 'https://';
  const href = window.prompt('Link address (https://…)', current);
  if (href === null) return;
  if (href.trim() === '' || href.trim() === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
}

// only what the site's HTML cleaner keeps: h2, h3, strong, em, lists, quotes and links
const TOOLS: Tool[] = [
  { label: 'Heading', text: 'Heading', isActive: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  {
    label: 'Subheading',
    text: 'Subheading',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: 'Bold', text: 'B', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', text: 'I', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Bulleted list', text: 'Bulleted list', isActive: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', text: 'Numbered list', isActive: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', text: 'Quote', isActive: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: 'Link', text: 'Link', isActive: (e) => e.isActive('link'), run: editLink },
];

/** The editor's formatting buttons; each says whether it applies where the cursor is. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  return (
    <Bar role="toolbar" aria-label="Formatting">
      {TOOLS.map((tool) => (
        <ToolButton
          key={tool.label}
          type="button"
          aria-label={tool.label}
          aria-pressed={tool.isActive(editor)}
          // the text keeps the focus (and so the cursor and the next keystrokes) when a button is clicked
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => tool.run(editor)}
        >
          {tool.text}
        </ToolButton>
      ))}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
  border-radius: 10px 10px 0 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const ToolButton = styled.button`
  min-width: 40px;
  min-height: 36px;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: 6px;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
