/** How long a toast stays, in ms (the spec's 5 seconds); its timer is the progress bar's animation. */
export const TOAST_MS = 5000;
