import 'react';

/**
 * The HTML invoker attributes (`<button commandfor="id" command="show-modal">`): a button that
 * opens or closes a `<dialog>` by itself, with no script. React passes lowercase attributes it
 * does not know straight to the DOM; its types do not list these yet.
 */
declare module 'react' {
  // The type parameter must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}
