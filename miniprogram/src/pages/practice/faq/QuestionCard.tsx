import { Image, Text, View } from '@tarojs/components'
import { dialogue, type FaqDrillQuestion, type MessageKey } from '@peilian/shared'
import { useTranslate } from '../../../hooks/useTranslate'
import { assetUrl } from '../../../lib/config'

interface Props {
  question: FaqDrillQuestion
  index: number
  total: number
}

/** The question being asked: where it stands in the drill, the customer's mood, the text and its images with their descriptions. */
export function QuestionCard({ question, index, total }: Props) {
  const t = useTranslate()
  const emotion = dialogue.EMOTIONS[question.emotion] ?? 'normal'
  return (
    <View id="question" className="card faq-question">
      <View className="card__row">
        <Text className="card__meta faq-question__label">{t('faqLearner.question')}</Text>
        {emotion !== 'normal' && <Text className="tag">{t(`dialogue.emotions.${emotion}` as MessageKey)}</Text>}
        <Text id="progress" className="card__meta">
          {t('faqLearner.progress', { current: index + 1, total })}
        </Text>
      </View>
      <Text id="question-text" className="faq-question__text">
        {question.question}
      </Text>
      {question.images.map((image, at) => (
        <View key={image.path} className="faq-image">
          <Image id={`question-image-${at}`} className="faq-image__picture" src={assetUrl(image.path) ?? ''} mode="widthFix" />
          {image.description && <Text className="card__meta">{image.description}</Text>}
        </View>
      ))}
    </View>
  )
}
