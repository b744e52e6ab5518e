import styled from 'styled-components';
import { autoFitColumns } from '../../components/auto-fit-columns';
import { surfaceBox } from '../../components/panel-box';

const items = (list: string | null) =>
  (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Pros and cons, stored comma separated. */
export function ProsCons({ pros, cons }: { pros: string | null; cons: string | null }) {
  const prosList = items(pros);
  const consList = items(cons);
  if (prosList.length === 0 && consList.length === 0) return null;
  return (
    <Columns>
      {prosList.length > 0 && (
        <Box>
          <h2>Pros</h2>
          <ul>
            {prosList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Box>
      )}
      {consList.length > 0 && (
        <Box>
          <h2>Cons</h2>
          <ul>
            {consList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Box>
      )}
    </Columns>
  );
}

const Columns = styled.div`
  ${autoFitColumns('240px')}
  gap: 16px;
  margin: 24px 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const Box = styled.div`
  ${surfaceBox}
  padding: 16px 18px;
`;
