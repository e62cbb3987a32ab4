import { describe, expect, it } from 'vitest';
import { cleanMethodDetails, stripScorecards } from './method-details';

describe('cleanMethodDetails', () => {
  it('parts the technique from the note ufcstats ran into it', () => {
    expect(cleanMethodDetails('Kick to Head At DistanceWheel Kick')).toBe('Kick to Head At Distance · Wheel Kick');
    expect(cleanMethodDetails('Punches to Head From MountSubmission to Strikes')).toBe('Punches to Head From Mount · Submission to Strikes');
    expect(cleanMethodDetails('Rear Naked ChokeTechnical Submission')).toBe('Rear Naked Choke · Technical Submission');
  });

  it('drops what is left of a technique nobody recorded', () => {
    expect(cleanMethodDetails('toLeg Injury')).toBe('Leg Injury');
    expect(cleanMethodDetails('to At DistanceDos Anjos leg injury')).toBe('Dos Anjos leg injury');
    expect(cleanMethodDetails('to On GroundLeg Injury to Silva')).toBe('Leg Injury to Silva');
    expect(cleanMethodDetails('InjuryNeck Injury')).toBe('Neck Injury');
  });

  it('leaves names with capitals inside them and plain details alone', () => {
    expect(cleanMethodDetails('Left Hook by McGregor')).toBe('Left Hook by McGregor');
    expect(cleanMethodDetails('Punches to Head At Distance')).toBe('Punches to Head At Distance');
    expect(cleanMethodDetails('Failed Drug Test by Jones')).toBe('Failed Drug Test by Jones');
  });

  it("takes off the judges' cards of a result overturned after a decision, even when glued to the last word", () => {
    expect(cleanMethodDetails("Illegal Inhaler Use by HardyLars Borssen 28 - 29.Sal D'amato 28 - 29.Marcel Varela 28 - 29.")).toBe(
      'Illegal Inhaler Use by Hardy',
    );
    expect(stripScorecards("Mike Bell 28 - 29.Sal D'amato 29 - 28.Ron McCarthy 28 - 29.")).toBe('');
    expect(cleanMethodDetails("Technical Decision - Eye PokeEric Colon 27 - 30.Sal D'amato 27 - 30.Chris Lee 27 - 30.")).toBe('Technical Decision - Eye Poke');
  });
});
