import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserFlowProgress } from './user-flow-progress.entity.js';
import { GuidedFlowsController } from './guided-flows.controller.js';
import { GuidedFlowsService } from './guided-flows.service.js';

/** The guided flows: the step each member reached, so a flow resumes anywhere. */
@Module({
  imports: [TypeOrmModule.forFeature([UserFlowProgress])],
  controllers: [GuidedFlowsController],
  providers: [GuidedFlowsService],
  exports: [GuidedFlowsService],
})
export class GuidedFlowsModule {}
