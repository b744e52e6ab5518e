import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CloseIcon, SearchIcon } from './icons';
import { Button, Input, Label } from './ui';

interface SearchFieldProps {
  id: string;
  /** the box's name, e.g. 'Search listings' */
  label: string;
  /** shows the label above the box; otherwise only screen readers hear it */
  isLabelVisible?: boolean;
  placeholder: string;
  /** the search in the address */
  value: string;
  /** called with the trimmed text when the form is sent */
  onSearch: (text: string) => void;
  className?: string;
}

/** A list's search box and Search button; the text applies when sent, and follows the address (Back, a header search). */
export function SearchField({ id, label, isLabelVisible = false, placeholder, value, onSearch, className }: SearchFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    setText(value);
  }, [value]);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form role="search" onSubmit={handleSubmit} className={className}>
      {isLabelVisible ? (
        <Label htmlFor={id}>{label}</Label>
      ) : (
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
      )}
      <Row>
        <Input id={id} type="search" placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
        {/* one tap back to the whole list once a search applies */}
        {value && (
          <Button type="button" $variant="secondary" onClick={() => onSearch('')}>
            <CloseIcon size={16} />
            Clear
          </Button>
        )}
        <Button type="submit">
          <SearchIcon size={18} />
          Search
        </Button>
      </Row>
    </Form>
  );
}

const Form = styled.form`
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
  }
  button {
    flex: none;
  }
`;
