import Dialog, { type DialogConfirmProps, type DialogProps } from 'antd-mobile/es/components/dialog';
import { useLayoutEffect, useRef } from 'react';

/**
 * antd-mobile's dialogs as the learner pages use them (the lint refuses the package's own import
 * elsewhere): antd-mobile leaves the focus where it was, behind the mask, so a keyboard or screen
 * reader user would not know a dialog opened. Here the focus moves to the dialog's first button as
 * it shows (the one that changes nothing, where there are two), and back to the control that opened
 * it when it closes.
 */

/** Focuses the first action of the dialog opened last. */
function focusNewestDialog(): void {
  const bodies = document.querySelectorAll<HTMLElement>('.adm-dialog-body');
  bodies[bodies.length - 1]?.querySelector<HTMLElement>('.adm-dialog-footer button')?.focus();
}

/** Returns the focus to `opener` if it is still on the page. */
function refocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
}

/** Asks a question; true when confirmed. */
export function confirm(props: DialogConfirmProps): Promise<boolean> {
  const opener = document.activeElement;
  return Dialog.confirm({
    ...props,
    afterShow: () => {
      focusNewestDialog();
      props.afterShow?.();
    },
    afterClose: () => {
      refocus(opener);
      props.afterClose?.();
    },
  });
}

/** A dialog shown while `visible`, taking the focus while it is open. */
export function FocusedDialog(props: DialogProps) {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (props.visible) opener.current = document.activeElement;
  }, [props.visible]);
  return (
    <Dialog
      {...props}
      afterShow={() => {
        focusNewestDialog();
        props.afterShow?.();
      }}
      afterClose={() => {
        refocus(opener.current);
        props.afterClose?.();
      }}
    />
  );
}
