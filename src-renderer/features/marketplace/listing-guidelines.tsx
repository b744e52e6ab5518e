import styled from 'styled-components';

const GUIDELINES = [
  'Be honest about the condition of your item',
  'Take clear photos from several angles',
  'Set a fair price',
  'Respond promptly to messages from buyers',
  'Meet in public places for exchanges',
];

export function ListingGuidelines() {
  return (
    <Box aria-labelledby="guidelines-heading">
      <h2 id="guidelines-heading">Listing Guidelines</h2>
      <ul>
        {GUIDELINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.aside`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    margin: 0 0 10px;
    font-size: 1.1rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 6px;
  }
`;
