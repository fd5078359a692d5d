#include "SyringeThreadLocal.h"

_Thread_local void *_Nullable syringe_thread_context = 0;
