import { assertNever } from '@meridian/core';
import { aggregate } from './aggregate';
import { boxplot } from './boxplot';
import { compare } from './compare';
import { contribution } from './contribution';
import { cum } from './cum';
import { diff } from './diff';
import { flatten } from './flatten';
import type { Frame } from './frame';
import { geodeticParse } from './geodetic-parse';
import { geohashDecode } from './geohash-decode';
import { geohashEncode } from './geohash-encode';
import { histogram } from './histogram';
import { pivot } from './pivot';
import type { PostProcessingRule } from './post-processing-rule';
import { prophet } from './prophet';
import { rank } from './rank';
import { rename } from './rename';
import { resample } from './resample';
import { rolling } from './rolling';
import { select } from './select';
import { sort } from './sort';

/** Runs one post-processing rule. */
export function applyRule(frame: Frame, rule: PostProcessingRule): Frame {
  switch (rule.operation) {
    case 'aggregate':
      return aggregate(frame, rule.options);
    case 'boxplot':
      return boxplot(frame, rule.options);
    case 'compare':
      return compare(frame, rule.options);
    case 'contribution':
      return contribution(frame, rule.options ?? {});
    case 'cum':
      return cum(frame, rule.options);
    case 'diff':
      return diff(frame, rule.options);
    case 'flatten':
      return flatten(frame, rule.options ?? {});
    case 'geodetic_parse':
      return geodeticParse(frame, rule.options);
    case 'geohash_decode':
      return geohashDecode(frame, rule.options);
    case 'geohash_encode':
      return geohashEncode(frame, rule.options);
    case 'histogram':
      return histogram(frame, rule.options);
    case 'pivot':
      return pivot(frame, rule.options);
    case 'prophet':
      return prophet(frame, rule.options ?? {});
    case 'rank':
      return rank(frame, rule.options);
    case 'rename':
      return rename(frame, rule.options);
    case 'resample':
      return resample(frame, rule.options);
    case 'rolling':
      return rolling(frame, rule.options);
    case 'select':
      return select(frame, rule.options ?? {});
    case 'sort':
      return sort(frame, rule.options);
    default:
      return assertNever(rule);
  }
}

/** Runs the rules in order, each on the previous result (Superset's `exec_post_processing`). */
export function applyPostProcessing(frame: Frame, rules: readonly PostProcessingRule[]): Frame {
  return rules.reduce(applyRule, frame);
}
