import styled from 'styled-components';

/** What went wrong with a form as a whole (the server's answer), in a tinted box; give it role="alert". */
export const FormAlert = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
