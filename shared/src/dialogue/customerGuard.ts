/**
 * The last check on what a model-played customer says, one sentence at a time (as
 * `sentenceCutter` gives them): a sentence in which the customer says it is a machine — an AI, a
 * language model, a chatbot — or talks about its prompt, instructions or settings breaks the role
 * and is not said. Talk about machines that is not about the customer itself ("does it have an AI
 * voice assistant?") is kept.
 */

const SELF = String.raw`(?:我|本人|咱)`;
/** One machine word, or several in a row ("AI语言模型"). */
const MACHINE = String.raw`(?:AI|A\.I\.|人工智能|语言模型|大模型|大语言模型|机器人|聊天机器人|虚拟助手|智能助手|ChatGPT|GPT|模型)+`;
const PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`${SELF}(?:只)?(?:是|作为)(?:一个|一名|一款|个)?${MACHINE}`, 'iu'),
  // "作为人工智能，……": the customer speaking as a machine.
  new RegExp(String.raw`(?:^|[，。！？；,.!?;\s])作为(?:一个|一名|一款|个)?${MACHINE}[，,]`, 'iu'),
  new RegExp(String.raw`${SELF}(?:的)?(?:系统提示|提示词|设定|指令|人设)`, 'iu'),
  new RegExp(String.raw`(?:系统提示|提示词|system prompt)`, 'iu'),
  /\b(?:as an ai|i am an ai|i'm an ai|i am a (?:language model|chat ?bot|bot|virtual assistant)|i'm a (?:language model|chat ?bot|bot|virtual assistant)|language model)\b/iu,
  /\bmy (?:instructions|prompt|system prompt|role settings)\b/iu,
];

/** True when `sentence` breaks the customer's role: it says the customer is a machine or speaks of its instructions. */
export function breaksRole(sentence: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(sentence));
}
