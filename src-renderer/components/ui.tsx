import { Link } from 'wouter';
import styled, { css } from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
`;

export const Page = styled(Container).attrs({ as: 'main', id: 'main' })`
  padding-top: 24px;
  padding-bottom: 48px;
`;

type ButtonVariant = { $variant?: 'primary' | 'secondary' | 'ghost' | 'danger' };

const buttonStyle = css<ButtonVariant>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  border-radius: 999px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  border: 1px solid transparent;
  transition:
    background 0.15s ease,
    border-color 0.15s ease;
  ${({ theme, $variant = 'primary' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.border};
          &:hover {
            border-color: ${c.primary};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover {
            background: ${c.surfaceAlt};
          }
        `;
      case 'danger':
        // the dark theme's danger is a light red: dark text on it, as on primary
        return css`
          background: ${c.danger};
          color: ${c.dangerText};
          &:hover {
            filter: brightness(0.95);
          }
        `;
      default:
        return css`
          background: ${c.primary};
          color: ${c.primaryText};
          &:hover {
            background: ${c.primaryHover};
          }
        `;
    }
  }}
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<ButtonVariant>`
  ${buttonStyle}
`;

export const ButtonLink = styled(Link)<ButtonVariant>`
  ${buttonStyle}
`;

export const ExternalButtonLink = styled.a<ButtonVariant>`
  ${buttonStyle}
`;

export const Card = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '260px' }) => $min}, 1fr));
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

/** Items side by side that wrap onto more lines when they must: badges, buttons, facts. */
export const Cluster = styled.div<{ $gap?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ $gap = '8px' }) => $gap};
`;

/** A row with its first item on the left and the rest on the right, wrapping on narrow screens. */
export const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

/** A form whose fields stand one under another. */
export const FormStack = styled.form`
  display: grid;
  gap: 16px;
`;

/** Two form fields side by side, one above the other on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A row of buttons at the end of a form or dialog, the main action last; wraps on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

export const SectionHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin: 40px 0 16px;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

/** What every text box, list box and text area shares: the box, its corners and the theme's colours. */
const fieldStyle = css`
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const Input = styled.input`
  width: 100%;
  min-height: 44px;
  ${fieldStyle}
`;

export const Select = styled.select`
  min-height: 44px;
  ${fieldStyle}
`;

export const Textarea = styled.textarea`
  width: 100%;
  ${fieldStyle}
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 6px;
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
  margin: 6px 0 0;
`;

export const Badge = styled.span<{ $tone?: 'primary' | 'success' | 'danger' | 'muted' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme, $tone = 'primary' }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : $tone === 'muted' ? theme.colors.surfaceAlt : theme.colors.primary};
  color: ${({ theme, $tone = 'primary' }) => ($tone === 'muted' ? theme.colors.text : theme.colors.primaryText)};
`;
