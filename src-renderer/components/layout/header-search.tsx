import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { SearchIcon } from '../icons';

/** Goes to /marketplace?q=… only when the trimmed text is non-empty. */
export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const [text, setText] = useState('');
  const [, navigate] = useLocation();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`/marketplace?q=${encodeURIComponent(query)}`);
    onSearch?.();
  };
  return (
    <Form role="search" onSubmit={handleSubmit}>
      <SearchIcon />
      <label className="visually-hidden" htmlFor="header-search">
        Search the marketplace
      </label>
      <SearchInput id="header-search" type="search" placeholder="Search baby items..." value={text} onChange={(e) => setText(e.target.value)} />
    </Form>
  );
}

const Form = styled.form`
  position: relative;
  flex: 1;
  max-width: 340px;
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SearchInput = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 8px 12px 8px 38px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;
