import { useResponseStatus } from './server-render';
import { NoticePage } from './notice-page';
import { ButtonLink, Muted } from './ui';

/** The 404 screen; a server render of it answers status 404. */
export function NotFound() {
  useResponseStatus(404);
  return (
    <NoticePage>
      <h1>404 Page Not Found</h1>
      <Muted>The page you are looking for does not exist or has moved.</Muted>
      <ButtonLink href="/">Go to Home</ButtonLink>
    </NoticePage>
  );
}
