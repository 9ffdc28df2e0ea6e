import type { ReactNode } from 'react'
import { Input, Text, View } from '@tarojs/components'
import './form.css'

interface FieldProps {
  id: string
  label: string
  value: string
  onInput(value: string): void
  /** WeChat's own default is 140. */
  maxlength?: number
  type?: 'text' | 'number'
  /** Shown in the empty input; the label when not given. */
  placeholder?: string
  password?: boolean
  /** Shown beside the input, e.g. the send-code button. */
  extra?: ReactNode
}

/** A labelled single-line input. */
export function Field({ id, label, value, onInput, maxlength = 140, type = 'text', placeholder = label, password = false, extra }: FieldProps) {
  return (
    <View className="field">
      <Text className="field__label">{label}</Text>
      <View className="field__row">
        <Input
          id={id}
          className="field__input"
          value={value}
          type={type}
          password={password}
          maxlength={maxlength}
          placeholder={placeholder}
          onInput={(event) => onInput(event.detail.value)}
        />
        {extra}
      </View>
    </View>
  )
}
