import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_PARAMETERS, type TrackedEvent } from '@/lib/analytics/events';

// The container marketers import (docs/analytics/gtm-container.json) against the events the code pushes.

type Parameter = { type: string; key?: string; value?: string; list?: Parameter[]; map?: Parameter[] };
type Entity = { accountId: string; containerId: string; name: string; type: string; fingerprint: string };
type Tag = Entity & {
  tagId: string;
  parameter: Parameter[];
  firingTriggerId: string[];
  consentSettings?: { consentStatus: string; consentType?: Parameter };
};
type Trigger = Entity & { triggerId: string; customEventFilter?: { type: string; parameter: Parameter[] }[] };
type Variable = Entity & { variableId: string; parameter: Parameter[] };
type Export = {
  exportFormatVersion: number;
  containerVersion: {
    container: { publicId: string; usageContext: string[] };
    tag: Tag[];
    trigger: Trigger[];
    variable: Variable[];
    builtInVariable: { type: string; name: string }[];
  };
};

const source = readFileSync('docs/analytics/gtm-container.json', 'utf8');
const exported = JSON.parse(source) as Export;
const { tag: tags, trigger: triggers, variable: variables, builtInVariable } = exported.containerVersion;

const EVENTS = Object.keys(EVENT_PARAMETERS) as TrackedEvent[];
const PARAMETERS = [...new Set(Object.values(EVENT_PARAMETERS).flat())];
/** GTM's own triggers, which an export refers to without listing: All Pages and Initialization - All Pages. */
const BUILT_IN_TRIGGERS = ['2147479553', '2147479573'];
const MEASUREMENT_ID = 'GA4 measurement ID';

const valueOf = (parameters: Parameter[], key: string) => parameters.find((parameter) => parameter.key === key)?.value;
const variableNamed = (name: string) => variables.find((variable) => variable.name === name);
/** The data-layer key a Data Layer Variable reads. */
const dataLayerKey = (variable: Variable) => valueOf(variable.parameter, 'name');

/** The event a Custom Event trigger fires on: `{{_event}}` equals it. */
function triggerEvent(trigger: Trigger): string | undefined {
  const [filter, ...more] = trigger.customEventFilter ?? [];
  if (!filter || more.length > 0 || filter.type !== 'EQUALS') return undefined;
  return valueOf(filter.parameter, 'arg0') === '{{_event}}' ? valueOf(filter.parameter, 'arg1') : undefined;
}

/** A GA4 event tag's parameters: name → value, from its event settings table. */
const sentParameters = (tag: Tag) =>
  (tag.parameter.find((parameter) => parameter.key === 'eventSettingsTable')?.list ?? []).map((row) => [
    valueOf(row.map ?? [], 'parameter'),
    valueOf(row.map ?? [], 'parameterValue'),
  ]);

const eventTags = tags.filter((tag) => tag.type === 'gaawe');
const customEventTriggers = triggers.filter((trigger) => trigger.type === 'CUSTOM_EVENT');
const dataLayerVariables = variables.filter((variable) => variable.type === 'v');

describe("the tag-manager container has GTM's export shape", () => {
  it('is export format 2 with a web container version holding tags, triggers and variables', () => {
    expect(exported.exportFormatVersion).toBe(2);
    expect(exported.containerVersion.container.usageContext).toEqual(['WEB']);
    for (const list of [tags, triggers, variables, builtInVariable]) expect(Array.isArray(list)).toBe(true);
  });

  it('gives every tag, trigger and variable the fields GTM exports, with unique ids and names', () => {
    const kinds = [
      [tags, 'tagId'],
      [triggers, 'triggerId'],
      [variables, 'variableId'],
    ] as const;
    for (const [entities, idKey] of kinds) {
      for (const entity of entities) {
        expect(entity, entity.name).toMatchObject({
          accountId: '0',
          containerId: '0',
          [idKey]: expect.stringMatching(/^\d+$/),
          name: expect.any(String),
          type: expect.any(String),
          fingerprint: expect.stringMatching(/^\d+$/),
        });
      }
      const ids = entities.map((entity) => (entity as unknown as Record<string, string>)[idKey]);
      expect(new Set(ids).size, idKey).toBe(ids.length);
      expect(new Set(entities.map((entity) => entity.name)).size).toBe(entities.length);
    }
  });

  it('refers only to triggers and variables it defines (or GTM builds in)', () => {
    const triggerIds = [...triggers.map((trigger) => trigger.triggerId), ...BUILT_IN_TRIGGERS];
    for (const tag of tags) {
      expect(tag.firingTriggerId.length, tag.name).toBeGreaterThan(0);
      for (const id of tag.firingTriggerId) expect(triggerIds, tag.name).toContain(id);
    }
    const known = new Set([
      '_event',
      ...variables.map((variable) => variable.name),
      ...builtInVariable.map((v) => v.name),
    ]);
    for (const [, name] of source.matchAll(/\{\{([^}]+)\}\}/g)) expect(known, name).toContain(name);
  });
});

describe('the container and the code push the same events and parameters', () => {
  it('has one Custom Event trigger and one GA4 event tag for every event the code can push, and no others', () => {
    expect(customEventTriggers.map(triggerEvent).sort()).toEqual([...EVENTS].sort());
    expect(eventTags.map((tag) => valueOf(tag.parameter, 'eventName')).sort()).toEqual([...EVENTS].sort());
  });

  it.each(EVENTS)('%s: its tag fires on its trigger and sends each of its parameters from its variable', (event) => {
    const trigger = customEventTriggers.find((candidate) => triggerEvent(candidate) === event)!;
    const tag = eventTags.find((candidate) => valueOf(candidate.parameter, 'eventName') === event)!;
    expect(tag.firingTriggerId).toEqual([trigger.triggerId]);
    expect(valueOf(tag.parameter, 'measurementIdOverride')).toBe(`{{${MEASUREMENT_ID}}}`);
    const sent = sentParameters(tag);
    expect(sent.map(([name]) => name)).toEqual([...EVENT_PARAMETERS[event]]);
    for (const [name, value] of sent) {
      const variable = variableNamed(value!.slice(2, -2));
      expect(value, name).toMatch(/^\{\{.+\}\}$/);
      expect(variable?.type, name).toBe('v');
      expect(dataLayerKey(variable!), name).toBe(name);
    }
  });

  it('has one Data Layer Variable (version 2) per parameter the code pushes, and none for anything else', () => {
    expect(dataLayerVariables.map(dataLayerKey).sort()).toEqual([...PARAMETERS].sort());
    for (const variable of dataLayerVariables) expect(valueOf(variable.parameter, 'dataLayerVersion')).toBe('2');
  });
});

describe('the container sends to GA4 only with analytics consent', () => {
  it('loads the Google tag with the measurement ID constant, to be filled in, on Initialization - All Pages', () => {
    const googleTags = tags.filter((tag) => tag.type === 'googtag');
    expect(googleTags).toHaveLength(1);
    expect(valueOf(googleTags[0]!.parameter, 'tagId')).toBe(`{{${MEASUREMENT_ID}}}`);
    expect(googleTags[0]!.firingTriggerId).toEqual(['2147479573']);
    const constant = variableNamed(MEASUREMENT_ID);
    expect(constant?.type).toBe('c');
    expect(valueOf(constant!.parameter, 'value')).toBe('G-XXXXXXXXXX');
  });

  it('requires analytics_storage on every tag', () => {
    expect(tags.map((tag) => tag.type).sort()).toEqual([...EVENTS.map(() => 'gaawe'), 'googtag']);
    for (const tag of tags) {
      expect(tag.consentSettings, tag.name).toEqual({
        consentStatus: 'NEEDED',
        consentType: { type: 'LIST', list: [{ type: 'TEMPLATE', value: 'analytics_storage' }] },
      });
    }
  });
});
