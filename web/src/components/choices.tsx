import AdmCheckbox, { type CheckboxProps } from 'antd-mobile/es/components/checkbox';
import AdmRadio, { type RadioProps } from 'antd-mobile/es/components/radio';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * antd-mobile's Checkbox and Radio, the only way the learner pages use them (the lint refuses the
 * package's own import elsewhere). antd-mobile hides each native input with `display: none`, which
 * takes it out of the keyboard's and the screen reader's reach; `global.css` ("Choices") keeps it in
 * the page, transparent over its label, with the focus ring drawn on the box. The label around the
 * input names it; the box drawn is hidden from screen readers (its tick is no picture of its own).
 */

/** antd-mobile's box with its tick, as a picture screen readers pass over. */
const box = (className: string) =>
  function Box(checked: boolean) {
    return (
      <span className={className} aria-hidden="true">
        {checked && (
          <svg viewBox="0 0 40 40">
            <path d="M11 20.5l6.5 6.5L30 14" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </span>
    );
  };
const checkboxIcon = box('adm-checkbox-icon');
const radioIcon = box('adm-radio-icon');

export function Checkbox(props: Omit<CheckboxProps, 'icon'>) {
  return <AdmCheckbox {...props} icon={checkboxIcon} />;
}

export function Radio(props: Omit<RadioProps, 'icon'>) {
  return <AdmRadio {...props} icon={radioIcon} />;
}

interface RadioGroupProps {
  /** What is chosen, read by screen readers as the group's name. */
  label: string;
  value: string | null;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

/**
 * A radio group that works as one keyboard control, as a native one does: its inputs share a name,
 * so Tab stops once and the arrow keys move and choose. antd-mobile gives its inputs no name, so the
 * group gives it after each render.
 */
export function RadioGroup({ label, value, disabled, onChange, children }: RadioGroupProps) {
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const input of group.current?.querySelectorAll('input[type="radio"]') ?? []) (input as HTMLInputElement).name = name;
  });
  return (
    <div role="radiogroup" aria-label={label} ref={group}>
      <AdmRadio.Group value={value} disabled={disabled} onChange={(next) => onChange(String(next))}>
        {children}
      </AdmRadio.Group>
    </div>
  );
}

interface CheckboxGroupProps {
  /** What is chosen, read by screen readers as the group's name. */
  label: string;
  value: string[];
  disabled?: boolean;
  onChange: (value: string[]) => void;
  children: ReactNode;
}

/** Checkboxes answering one question, named as a group for screen readers. */
export function CheckboxGroup({ label, value, disabled, onChange, children }: CheckboxGroupProps) {
  return (
    <div role="group" aria-label={label}>
      <AdmCheckbox.Group value={value} disabled={disabled} onChange={(next) => onChange(next.map(String))}>
        {children}
      </AdmCheckbox.Group>
    </div>
  );
}
