import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  GUIDED_FLOWS,
  GUIDED_FLOW_NAMES,
  type FlowProgressDto,
  type FlowProgressInput,
  type GuidedFlowName,
} from '@tontine/contracts';
import { Repository } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import type { User } from '../users/user.entity.js';
import { UserFlowProgress } from './user-flow-progress.entity.js';

const isFlowName = (name: string): name is GuidedFlowName =>
  Object.prototype.hasOwnProperty.call(GUIDED_FLOWS, name);

/**
 * The guided flows' progress: the step each user reached in each flow, so a flow
 * resumes where it was left on another device. The last write wins: going back is saved too.
 */
@Injectable()
export class GuidedFlowsService {
  constructor(
    @InjectRepository(UserFlowProgress) private readonly progress: Repository<UserFlowProgress>,
  ) {}

  /** GET /api/users/me/flows: the flows the caller started, in the flows' order. */
  async list(user: User): Promise<FlowProgressDto[]> {
    const rows = await this.progress.find({ where: { userId: user.id } });
    const order = (flow: string) => GUIDED_FLOW_NAMES.indexOf(flow as GuidedFlowName);
    return rows
      .filter((r) => isFlowName(r.flow))
      .sort((a, b) => order(a.flow) - order(b.flow))
      .map(toDto);
  }

  /** PUT /api/users/me/flows/:flow: FLOW_NOT_FOUND for an unknown flow, FLOW_STEP_INVALID past its last step. */
  async save(user: User, flow: string, input: FlowProgressInput): Promise<FlowProgressDto> {
    if (!isFlowName(flow)) throw new DomainError('FLOW_NOT_FOUND');
    if (input.step_index >= GUIDED_FLOWS[flow].length) throw new DomainError('FLOW_STEP_INVALID');
    const repo = this.progress;
    const values = {
      stepIndex: input.step_index,
      completed: input.completed,
      updatedAt: new Date(),
    };
    // Two devices saving the first step at once: the loser of the insert updates the winner's row.
    for (let attempt = 0; ; attempt++) {
      const existing = await repo.findOne({ where: { userId: user.id, flow } });
      if (existing) {
        await repo.update({ id: existing.id }, values);
        return toDto({ ...existing, ...values });
      }
      const row = repo.create({ id: newId(), userId: user.id, flow, ...values });
      try {
        await repo.insert(row);
        return toDto(row);
      } catch (err) {
        if (attempt > 0 || !isUniqueViolation(err)) throw err;
      }
    }
  }
}

function toDto(row: UserFlowProgress): FlowProgressDto {
  return {
    flow: row.flow as GuidedFlowName,
    step_index: row.stepIndex,
    completed: row.completed,
    updated_at: row.updatedAt.toISOString(),
  };
}
