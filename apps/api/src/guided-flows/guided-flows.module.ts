import { Module } from '@nestjs/common';
import { GuidedFlowsController } from './guided-flows.controller.js';
import { GuidedFlowsService } from './guided-flows.service.js';

/** The guided flows: the step each member reached, so a flow resumes anywhere. */
@Module({
  controllers: [GuidedFlowsController],
  providers: [GuidedFlowsService],
  exports: [GuidedFlowsService],
})
export class GuidedFlowsModule {}
