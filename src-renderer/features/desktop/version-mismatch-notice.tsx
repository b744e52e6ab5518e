import styled from 'styled-components';
import type { ConnectionState } from '../../../src-shared/desktop/bridge';
import { desktopBridge } from './desktop-bridge';

type Incompatible = Extract<ConnectionState, { status: 'incompatible' }>;

function serverDescription(state: Incompatible): string {
  if (state.serverApiVersion === null) return `The server at ${state.serverUrl} runs a Nestly release from before API versions were reported.`;
  return `The server at ${state.serverUrl} speaks API version ${state.serverApiVersion}${state.serverVersion ? ` (Nestly ${state.serverVersion})` : ''}.`;
}

/** Both versions, and which side to update: the console or the community's server. */
export function VersionMismatchNotice({ state }: { state: Incompatible }) {
  const bridge = desktopBridge();
  const ours = bridge ? `API version ${bridge.apiVersion} (Nestly Console ${bridge.appVersion})` : 'another API version';
  return (
    <Notice role="status">
      <p>This console speaks {ours}.</p>
      <p>{serverDescription(state)}</p>
      <p>
        <strong>
          {state.update === 'console'
            ? `Update the Nestly Console on this computer to a release that speaks API version ${state.serverApiVersion}.`
            : `Ask the community's administrator to update the Nestly server to a release that speaks API version ${bridge?.apiVersion ?? ''}, or use an older console.`}
        </strong>
      </p>
    </Notice>
  );
}

const Notice = styled.div`
  display: grid;
  gap: 8px;
`;
