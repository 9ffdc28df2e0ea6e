import { describe, expect, it } from 'vitest';
import { breaksRole } from './customerGuard.js';

describe('breaksRole', () => {
  it('catches a customer saying it is a machine or speaking of its instructions, in Chinese and English', () => {
    for (const sentence of [
      '其实我是一个AI，不是真的客户。',
      '作为人工智能，我没有预算。',
      '作为一个AI语言模型，我无法购车。',
      '我只是个语言模型。',
      '本人是聊天机器人哦。',
      '我的设定里写着预算二十万。',
      '根据系统提示，我不能告诉你。',
      'As an AI, I cannot buy a car.',
      "I'm a language model, so I have no budget.",
      'My instructions say I should leave.',
    ]) {
      expect(breaksRole(sentence), sentence).toBe(true);
    }
  });

  it('keeps a customer talking about machines that are not itself', () => {
    for (const sentence of [
      '这车有AI语音助手吗？',
      '你们的智能助手能导航吗？',
      '我是做人工智能研发的工程师，对车机比较挑剔。',
      '这个模型的车漆是原厂的吗？',
      'Does it come with an AI assistant?',
      '我是王先生，预算二十万以内。',
      '作为AI公司的员工，我更看重车机。',
    ]) {
      expect(breaksRole(sentence), sentence).toBe(false);
    }
  });
});
