import { describe, expect, it } from 'vitest';
import { feedbackImageProblem } from '../api/feedback.ts';
import { charCount, feedbackTextFits } from './char-count.ts';

describe('charCount', () => {
  it('counts what a reader sees: CJK, emoji with modifiers, flags and families one each', () => {
    expect(charCount('问题')).toBe(2);
    expect(charCount('👍🏽')).toBe(1);
    expect(charCount('🇨🇳')).toBe(1);
    expect(charCount('👨‍👩‍👧')).toBe(1);
    expect(charCount('é')).toBe(1);
  });

  it('bounds a feedback description to 20-200 characters', () => {
    expect(feedbackTextFits('问'.repeat(19))).toBe(false);
    expect(feedbackTextFits('问'.repeat(20))).toBe(true);
    expect(feedbackTextFits('👨‍👩‍👧'.repeat(20))).toBe(true);
    expect(feedbackTextFits('a'.repeat(200))).toBe(true);
    expect(feedbackTextFits('a'.repeat(201))).toBe(false);
  });
});

describe('feedbackImageProblem', () => {
  const MB = 1024 * 1024;
  it('takes png, jpg and jpeg up to 15 MB', () => {
    expect(feedbackImageProblem({ name: 'a.PNG', type: 'image/png', size: MB })).toBeNull();
    expect(feedbackImageProblem({ name: 'a.jpeg', type: 'image/jpeg', size: 15 * MB })).toBeNull();
    expect(feedbackImageProblem({ name: 'a.gif', type: 'image/gif', size: MB })).toBe('feedback.image_type');
    expect(feedbackImageProblem({ name: 'a.png', type: 'text/html', size: MB })).toBe('feedback.image_type');
    expect(feedbackImageProblem({ name: 'a.png', type: 'image/png', size: 16 * MB })).toBe('feedback.image_size');
  });
});
