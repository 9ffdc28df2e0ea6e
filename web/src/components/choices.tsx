import Checkbox from 'antd-mobile/es/components/checkbox';
import Radio from 'antd-mobile/es/components/radio';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * antd-mobile's Checkbox and Radio, the only way the learner pages use them (the lint refuses the
 * package's own import elsewhere). antd-mobile hides each native input with `display: none`, which
 * takes it out of the keyboard's and the screen reader's reach; `global.css` ("Choices") keeps it in
 * the page, visually hidden, with the focus ring drawn on the box. The label around the input names it.
 */
export { Checkbox, Radio };

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
      <Radio.Group value={value} disabled={disabled} onChange={(next) => onChange(String(next))}>
        {children}
      </Radio.Group>
    </div>
  );
}

interface CheckboxGroupProps {
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
      <Checkbox.Group value={value} disabled={disabled} onChange={(next) => onChange(next.map(String))}>
        {children}
      </Checkbox.Group>
    </div>
  );
}
