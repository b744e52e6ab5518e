import styled from 'styled-components';
import { useDidYouMean } from '../../api/search-suggestions';

interface DidYouMeanProps {
  search: string;
  /** only asked once the search has come back empty */
  isEmpty: boolean;
  onSearch: (text: string) => void;
}

/** "Did you mean “stroller”?" under a search that found nothing, when a close word finds listings. */
export function DidYouMean({ search, isEmpty, onSearch }: DidYouMeanProps) {
  const { data: suggestion } = useDidYouMean(search, isEmpty);
  if (!isEmpty || !suggestion) return null;
  return (
    <Line role="status">
      Did you mean{' '}
      <LinkButton type="button" onClick={() => onSearch(suggestion)}>
        “{suggestion}”
      </LinkButton>
      ?
    </Line>
  );
}

const Line = styled.p`
  margin: 0 0 16px;
  font-size: 1.05rem;
`;

const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;
