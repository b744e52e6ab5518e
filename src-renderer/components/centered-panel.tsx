import styled from 'styled-components';

/** A whole screen with one panel in its middle and no site header: sign-in, desktop setup and connection. */
export const CenteredScreen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: 24px 16px;
`;

export const CenteredPanel = styled.div<{ $maxWidth: string }>`
  display: grid;
  gap: 20px;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth};
  padding: 32px;
  border-radius: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 {
    margin: 0;
    font-size: 1.8rem;
  }
  @media (max-width: 480px) {
    padding: 24px 18px;
  }
`;
