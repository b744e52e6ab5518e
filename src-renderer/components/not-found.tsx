import styled from 'styled-components';
import { useResponseStatus } from './server-render';
import { ButtonLink, Muted, Page } from './ui';

/** The 404 screen; a server render of it answers status 404. */
export function NotFound() {
  useResponseStatus(404);
  return (
    <Center>
      <h1>404 Page Not Found</h1>
      <Muted>The page you are looking for does not exist or has moved.</Muted>
      <ButtonLink href="/">Go to Home</ButtonLink>
    </Center>
  );
}

const Center = styled(Page)`
  display: grid;
  justify-items: center;
  gap: 16px;
  text-align: center;
  padding-top: 80px;
  h1 {
    margin: 0;
    font-size: 2rem;
  }
`;
